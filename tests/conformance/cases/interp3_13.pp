notify { "${facts['os']['family']} ${::os['release']['major']} ${facts[os][name]}": }
