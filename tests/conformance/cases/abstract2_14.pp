$t = File
$t { mode => '0600' }
file { '/a': }
