define file {}
