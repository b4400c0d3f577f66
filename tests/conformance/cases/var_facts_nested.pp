notify { "${facts['os']['release']['major']} ${facts['kernel']} ${facts['networking']['fqdn']}": }
