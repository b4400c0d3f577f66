@file { '/a': ensure => present, require => Notify['n'] }
notify { 'n': }
File <| require == Notify['n'] |>
