tidy { '/t': age => '1w', recurse => true }
