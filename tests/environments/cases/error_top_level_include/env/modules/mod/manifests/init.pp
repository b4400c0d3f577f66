class mod { }
include other
