$t = Resource['file', '/a']
notify { 'n': message => "${t}" }
$u = Resource[File]
notify { 'm': message => "${u}" }
