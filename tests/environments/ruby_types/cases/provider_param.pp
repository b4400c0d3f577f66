rt_provided { 'a': provider => 'ruby', level => 3 }
