file { '/x': ensure => file, require => Package['p'] }
package { 'p': }
File <| |> { require +> Package['q'] }
package { 'q': }
