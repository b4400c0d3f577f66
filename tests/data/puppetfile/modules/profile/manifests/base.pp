class profile::base { include ntp }
