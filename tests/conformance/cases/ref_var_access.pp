file { '/a': mode => '0600' }
$r = File['/a']
notify { "m=${r['mode']}": }
