$x = /[[:xigit:]]/
