file { '/a': }
@notify { 'n1': require => File['/a'] }
@notify { 'n2': }
Notify <| require == File['/a'] |>
