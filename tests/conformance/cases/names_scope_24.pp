notify { "x": message => $clientcert }
