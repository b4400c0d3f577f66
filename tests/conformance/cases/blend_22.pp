file { '/a': ensure => file, require => [] }
File <| require == [] |> { mode => '0644' }
