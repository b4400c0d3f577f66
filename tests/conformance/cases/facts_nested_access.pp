notify { "${facts['os']['release']['major']} ${facts['networking']['fqdn']} ${::osfamily} ${facts['nonexistent']}": }
