notify { "${trusted['certname']} ${trusted['hostname']} ${trusted['authenticated']} ${clientcert} ${environment}": }
