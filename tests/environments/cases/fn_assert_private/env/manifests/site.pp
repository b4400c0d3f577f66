include mod
mod::thing { 'x': }
