schedule { 's': period => daily }
