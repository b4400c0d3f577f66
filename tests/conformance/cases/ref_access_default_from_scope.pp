Exec { path => '/bin' }
exec { 'x': }
notify { 'b': message => Exec['x']['path'] }
