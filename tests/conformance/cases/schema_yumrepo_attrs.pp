yumrepo { 'r': baseurl => 'http://x', enabled => 1, gpgcheck => 0, descr => 'd', priority => 10, exclude => 'a', skip_if_unavailable => true }
