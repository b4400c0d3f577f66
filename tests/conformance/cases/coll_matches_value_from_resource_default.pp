File { mode => '0600' }
@file { '/a': ensure => file }
File <| mode == '0600' |>
