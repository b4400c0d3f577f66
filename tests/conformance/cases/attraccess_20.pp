file { '/a': mode => '0640' }
$t = 'file'
notify { 'n': message => Resource[$t, '/a'][mode] }
