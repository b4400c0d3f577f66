class c { File { mode => '0600' } include d }
class d { file { '/d': } }
include c
