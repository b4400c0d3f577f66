notify { "${keys('abc')}": }
