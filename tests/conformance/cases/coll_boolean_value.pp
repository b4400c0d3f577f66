@file { '/a': ensure => file, backup => false }
@file { '/b': ensure => file, backup => true }
File <| backup == false |>
