class base { file { '/etc/a': mode => '0644' } }
class child inherits base { File['/etc/a'] { mode => undef } }
include child
