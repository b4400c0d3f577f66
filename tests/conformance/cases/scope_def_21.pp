class c { File { mode => '0600' } }
class d { file { '/x': } }
include c
include d
