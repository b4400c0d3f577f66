File { mode => '0644' }
class c { File { mode => '0600' } file { '/c': } }
include c
