node test { notify { "bare ${trusted['certname']} ${::clientcert}": } }
