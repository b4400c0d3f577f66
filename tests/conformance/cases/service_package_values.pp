service { 'x': ensure => 'running', enable => 'manual' }
package { 'p': ensure => '1.2.3' }
