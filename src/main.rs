//! The `arbiter-kb` binary: parse the command line, set up logging, run the command.

use clap::Parser;

use arbiter_kb::cli::{Cli, Command, ServeArgs};

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Check(args)) => std::process::ExitCode::from(arbiter_kb::cli::check(&args) as u8),
        Some(Command::User(args)) => std::process::ExitCode::from(arbiter_kb::cli::user(&args) as u8),
        Some(Command::Backup(args)) => std::process::ExitCode::from(arbiter_kb::cli::backup(&args) as u8),
        Some(Command::Cues(args)) => std::process::ExitCode::from(arbiter_kb::cli::cues(&args) as u8),
        Some(Command::Export(args)) => std::process::ExitCode::from(arbiter_kb::cli::export(&args) as u8),
        Some(Command::ImportQa(args)) => {
            std::process::ExitCode::from(arbiter_kb::cli::import_qa(&args) as u8)
        }
        Some(Command::New(args)) => std::process::ExitCode::from(arbiter_kb::cli::new_document(&args) as u8),
        Some(Command::Serve(args)) => serve(args),
        None => serve(ServeArgs::default()),
    }
}

fn serve(args: ServeArgs) -> std::process::ExitCode {
    arbiter_kb::logging::init();
    let settings = args.settings();
    let result = actix_web::rt::System::new().block_on(async move {
        let app = arbiter_kb::startup::Application::build(settings).await?;
        tracing::info!("serving on http://{}", app.address());
        app.run_until_stopped().await
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // The content report is already one problem per line; other errors get their chain.
            eprintln!("arbiter-kb: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
