class base { file { '/x': mode => '0644' } }
class other { File['/x'] { mode => '0600' } }
include base
include other
