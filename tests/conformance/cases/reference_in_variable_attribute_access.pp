file { '/a': mode => '0644' }
$r = File['/a']
notify { 'n': message => $r['mode'] }
