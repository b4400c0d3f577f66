mount { '/m': blah => 1 }
