if $facts['os']['family'] == 'Debian' { package { 'apache2': } } else { package { 'httpd': } }
case $::osfamily { 'Debian': { notify { 'deb': } } default: { notify { 'other': } } }
