if $facts['kernel'] == 'Linux' and $facts['os']['family'] ? { 'Debian' => true, default => false } { notify { 'deb': } }
