$x = Resource.new
