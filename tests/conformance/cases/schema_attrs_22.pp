stage { 's': }
