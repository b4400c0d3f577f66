yumrepo { 'r': baseurl => 'http://x', enabled => 1, gpgcheck => 0 }
