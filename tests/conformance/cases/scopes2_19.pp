$facts_os = $facts['os']['family']
notify { 'f': message => [$facts_os, $os['family'], $::osfamily, $trusted['certname'], $server_facts["serverversion"]] }
