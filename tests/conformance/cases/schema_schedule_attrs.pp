schedule { 's': period => daily, range => '2-4', repeat => 2, periodmatch => number, weekday => ['mon'] }
