File { mode => '0644' }
@file { '/a': ensure => file }
@file { '/b': ensure => file, mode => '0644' }
File <| mode == '0644' |>
