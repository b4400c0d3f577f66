define mkfile() { file { "/tmp/${title}": } }
class c { File { mode => '0600' } mkfile { 'x': } }
include c
mkfile { 'y': }
