schedule { 'daily': period => daily, range => '2-4' }
exec { '/bin/true': schedule => 'daily' }
