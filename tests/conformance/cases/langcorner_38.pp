notice {}
