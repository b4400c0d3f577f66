@file { '/a': require => Package['p'] }
package { 'p': }
File <| require == Package['p'] |>
