file { '/a': }
File <| title == '/a' |> { mode => '0600' }
notify { 'n': message => File['/a']['mode'] }
