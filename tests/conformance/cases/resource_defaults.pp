File { owner => 'root', mode => '0644' }
file { '/a': mode => '0600' }
class c { file { '/c': } }
include c
