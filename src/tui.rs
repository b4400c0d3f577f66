//! The explorer: a terminal UI (ratatui + crossterm) over the live
//! session. `app` holds state and handles keys, `ui` draws; this module
//! only owns the terminal: raw mode, the alternate screen, mouse capture,
//! and restoring all of it on exit and on panic.

pub mod app;
pub mod changes;
pub mod filter;
pub mod fleet;
pub mod hints;
pub mod nodes;
pub mod ui;

use std::io;
use std::time::Duration;

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, KeyEventKind, KeyModifiers,
    MouseEventKind,
};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use crate::session::Session;
pub use app::{App, Key};

fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        LeaveAlternateScreen,
        DisableMouseCapture,
        crossterm::cursor::Show
    );
}

/// Runs the explorer on a session until the user quits; `error` (a
/// start-up load that failed) is shown on its message line.
pub fn run(session: &mut Session, error: Option<String>) -> io::Result<()> {
    crate::interrupt::install();
    enable_raw_mode()?;
    // Ctrl-C is SIGINT: it stops an evaluation, or quits when idle.
    crate::interrupt::ctrl_c_signals();
    crate::interrupt::set_explorer(true);
    execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        previous_hook(info);
    }));
    let result = event_loop(session, error, false);
    restore_terminal();
    crate::interrupt::set_explorer(false);
    crate::interrupt::clear();
    let _ = std::panic::take_hook();
    result
}

/// Opens a node of a fleet report: its live session at `--to`, and what
/// must live as long as it (a temporary checkout).
pub type NodeOpener<'a> = dyn FnMut(&str) -> Result<(Session, Box<dyn std::any::Any>), String> + 'a;

/// Runs the fleet report's explorer until the user quits; Enter on a
/// node opens its live catalog (through `open`) in the ordinary
/// explorer, whose Esc comes back.
pub fn run_fleet(report: crate::fleet::report::Report, open: &mut NodeOpener) -> io::Result<()> {
    crate::interrupt::install();
    enable_raw_mode()?;
    crate::interrupt::ctrl_c_signals();
    crate::interrupt::set_explorer(true);
    execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        previous_hook(info);
    }));
    let result = fleet_loop(fleet::FleetApp::new(report), open);
    restore_terminal();
    crate::interrupt::set_explorer(false);
    crate::interrupt::clear();
    let _ = std::panic::take_hook();
    result
}

fn fleet_loop(mut app: fleet::FleetApp, open: &mut NodeOpener) -> io::Result<()> {
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    crate::interrupt::clear();
    while !app.quit {
        terminal.draw(|frame| fleet::draw(frame, &mut app))?;
        if let Some(node) = app.open.take() {
            match open(&node) {
                Ok((mut session, guard)) => {
                    event_loop(&mut session, None, true)?;
                    drop(guard);
                    terminal.clear()?;
                }
                Err(e) => app.message = Some(format!("{node}: {e}")),
            }
            continue;
        }
        let ready = match event::poll(Duration::from_millis(250)) {
            Ok(ready) => ready,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => false,
            Err(e) => return Err(e),
        };
        if crate::interrupt::requested() {
            break;
        }
        if !ready {
            continue;
        }
        let page = terminal.size()?.height.saturating_sub(4) as usize;
        if let Event::Key(key) = event::read()?
            && key.kind != KeyEventKind::Release
        {
            if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                break;
            }
            if let Some(k) = translate(key.code) {
                app.key(k, page);
            }
        }
    }
    Ok(())
}

fn event_loop(session: &mut Session, error: Option<String>, back_on_esc: bool) -> io::Result<()> {
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    let mut app = App::new(session);
    app.back_on_esc = back_on_esc;
    if let Some(error) = error {
        app.show_error(error);
    }
    crate::interrupt::clear();
    while !app.quit {
        app.tick(std::time::Instant::now());
        terminal.draw(|frame| ui::draw(frame, &mut app))?;
        let ready = match event::poll(Duration::from_millis(250)) {
            Ok(ready) => ready,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => false,
            Err(e) => return Err(e),
        };
        if crate::interrupt::requested() {
            // Ctrl-C (or SIGINT) while idle: quit.
            break;
        }
        if !ready {
            continue;
        }
        match event::read()? {
            Event::Key(key) if key.kind != KeyEventKind::Release => {
                if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                    break;
                }
                if let Some(k) = translate(key.code) {
                    // Ctrl-C meanwhile stops the evaluation a key starts.
                    crate::interrupt::evaluating(|| app.key(k));
                    crate::interrupt::clear();
                }
            }
            Event::Mouse(mouse) => match mouse.kind {
                MouseEventKind::ScrollDown => app.key(Key::Down),
                MouseEventKind::ScrollUp => app.key(Key::Up),
                _ => {}
            },
            _ => {}
        }
    }
    Ok(())
}

fn translate(code: KeyCode) -> Option<Key> {
    Some(match code {
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::Backspace => Key::Backspace,
        _ => return None,
    })
}
