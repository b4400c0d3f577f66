File { mode => '0600' }
class c { file { '/x': } }
include c
