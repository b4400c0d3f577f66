class pkg($name_ = $facts['os']['family'] ? { 'Debian' => 'apache2', default => 'httpd' }) { package { $name_: } }
include pkg
